/** A published blog post, found the way a crawler would: through the sitemap. */
export async function aBlogPost(origin: string): Promise<string> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  const loc = /<loc>[^<]*?(\/blog\/(?!index\/)[a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1]
  if (!loc) throw new Error('no blog post in the sitemap')
  return loc
}
