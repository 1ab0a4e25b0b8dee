/** A checkout that cannot be shown: announced, in the theme's error colour (the ui has no inline alert). */
export function CheckoutProblem({ message }: { message: string }) {
  return (
    <p role="alert" style={{ margin: 0, color: 'var(--red-11)', fontSize: 'var(--font-size-2)' }}>
      {message}
    </p>
  );
}
