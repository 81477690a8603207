import { Fragment } from 'react';

/**
 * An e-mail address that may wrap after its "@" and dots, never inside a name: a narrow table
 * column (Username in the Alpha List at 1,366 px) then needs no sideways scroll.
 */
export function BreakableEmail({ email }: { email: string | null | undefined }) {
  if (!email) return null;
  const parts = email.split(/(?<=[@.])/);
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
