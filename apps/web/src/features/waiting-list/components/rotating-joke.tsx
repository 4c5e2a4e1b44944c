import { useEffect, useState } from 'react';
import { TESTING_JOKES } from '../testing-jokes';

/** Spec 9: the next joke every 10 s. */
export const JOKE_ROTATION_MS = 10_000;

/** One testing joke at a time: a random first pick, then the next one every 10 s, round and round. */
export function RotatingJoke({ jokes = TESTING_JOKES }: { jokes?: readonly string[] }) {
  const [index, setIndex] = useState(() => Math.floor(Math.random() * jokes.length));

  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % jokes.length), JOKE_ROTATION_MS);
    return () => clearInterval(timer);
  }, [jokes.length]);

  return (
    <figure className="rounded-lg border bg-muted/40 p-6">
      <figcaption className="mb-2 text-sm font-medium text-muted-foreground">
        While you wait, a testing joke
      </figcaption>
      <blockquote aria-live="polite" className="text-lg">
        {jokes[index % jokes.length]}
      </blockquote>
    </figure>
  );
}
