import { Link } from 'react-router-dom';

export function Component() {
  return (
    <main>
      <h1>About</h1>
      <Link to="/">Home</Link>
    </main>
  );
}
