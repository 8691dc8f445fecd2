import { SearchIcon } from './icons';

export interface SearchFormLabels {
  /** The input's label, and the search landmark's name unless `form` names it otherwise. */
  label: string;
  /** The landmark's own name where a page has two search forms (the results page's beside the header's). */
  form?: string;
  placeholder: string;
  submit: string;
}

/**
 * The site search box: a plain GET form to /search (or /hi/search), so it
 * works before and without JavaScript. Used in the header (desktop), the
 * drawer (phone) and on the results page. No client code: it renders in
 * server and client components alike.
 */
export function SearchForm({
  action,
  labels,
  defaultValue,
  maxLength,
  id,
  className = '',
}: {
  /** The localized path of the search page. */
  action: string;
  labels: SearchFormLabels;
  defaultValue?: string;
  /** The query's length cap (lib/search/query.ts, passed in so that client code need not load zod). */
  maxLength: number;
  /** Unique per page: the input's id. */
  id: string;
  className?: string;
}) {
  return (
    <form role="search" aria-label={labels.form ?? labels.label} action={action} method="get" className={`relative flex items-center ${className}`} data-testid={`search-form-${id}`}>
      <label htmlFor={id} className="sr-only">
        {labels.label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={labels.placeholder}
        maxLength={maxLength}
        autoComplete="off"
        enterKeyHint="search"
        className="search-input"
      />
      <button
        type="submit"
        aria-label={labels.submit}
        className="search-submit"
      >
        <SearchIcon width={18} height={18} />
      </button>
    </form>
  );
}
