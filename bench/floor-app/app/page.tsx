const PARAGRAPHS = Array.from({ length: 40 }, (_, index) => index + 1)

/**
 * Plain text and plain links, about as long as a marketing page: no client component and no
 * CSS, so what Lighthouse measures here is Next.js and React alone (bench/floorApp.ts).
 */
export default function FloorPage() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      {PARAGRAPHS.map((n) => (
        <p key={n}>
          Paragraph {n}: static text rendered on the server, with <a href={`#p${n}`}>a plain link</a>.
        </p>
      ))}
    </main>
  )
}
