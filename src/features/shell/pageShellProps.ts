import type { HeaderTheme } from '../navigation/theme'

/** Page props that shape the shell; a page without them gets the defaults. */
export type PageShellProps = {
  headerVisible?: boolean | null
  footerVisible?: boolean | null
  header?: string | null
}

export function resolveShell(props: PageShellProps = {}) {
  return {
    headerVisible: props.headerVisible !== false,
    footerVisible: props.footerVisible !== false,
    theme: (props.header === 'light' ? 'light' : 'dark') as HeaderTheme,
  }
}
