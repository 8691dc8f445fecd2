import { Fragment } from 'react';

/**
 * A reference text with its `code` spans (in backticks, as the OpenAPI
 * document writes them: `city`, `{slug}-{year}`) rendered as code.
 */
export function CodeText({ text }: { text: string }) {
  const parts = text.split('`');
  // An odd number of backticks leaves the last one as written.
  const closed = parts.length % 2 === 1 ? parts : [...parts.slice(0, -2), `${parts.at(-2)}\`${parts.at(-1)}`];
  return (
    <>
      {closed.map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} className="rounded bg-bg px-1 font-mono text-[0.9em]">
            {part}
          </code>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
