import { SEARCH_PAGE_PATH } from './searchAddresses'
import { SearchIcon } from './SearchIcon'

/**
 * The header's search control: a link to the search page, which the dialog's host turns into
 * the dialog once JavaScript runs (searchLinks.ts). A server component, so it adds nothing to
 * any page's JavaScript. The shortcut hint shows from 1200 px, where the bar has room.
 */
export function SearchButton({ className, hintClassName }: { className: string; hintClassName: string }) {
  return (
    <a href={SEARCH_PAGE_PATH} aria-label="Search" data-search-link="" data-testid="search-button" className={className}>
      <SearchIcon className="size-5" />
      {/*
       * The hint shows once the dialog's host has marked the document with the platform's
       * shortcut (SearchDialogHost): without JavaScript there is no shortcut. Its box is always
       * there, as wide for ⌘K as for Ctrl K, so its appearance moves nothing. (Whole class names:
       * Tailwind finds classes by reading the source.)
       */}
      <kbd
        aria-hidden="true"
        className={`invisible hidden w-12 justify-center rounded border border-current/25 py-px font-sans text-xs font-medium wide:inline-flex [html[data-search-shortcut]_&]:visible ${hintClassName}`}
      >
        <span className="[html[data-search-shortcut=mac]_&]:hidden">Ctrl K</span>
        <span className="hidden [html[data-search-shortcut=mac]_&]:inline">⌘K</span>
      </kbd>
    </a>
  )
}
