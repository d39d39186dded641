import { Fragment } from 'react';

/**
 * An email address (or a name made of parts) that wraps at its parts' joins: after '@', before
 * '.', '-' and '_'. An address has no space to wrap at, so a narrow column broke it anywhere
 * ('nora.nda@exa' / 'mple.com'); with these it breaks 'nora.nda@' / 'example.com' (grid-style.ts).
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(/(?<=@)|(?=[.\-_])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
