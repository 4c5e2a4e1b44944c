import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TESTING_JOKES } from '../testing-jokes';
import { JOKE_ROTATION_MS, RotatingJoke } from './rotating-joke';

const shown = () => screen.getByRole('blockquote').textContent;

describe('RotatingJoke', () => {
  it('has about 50 different testing jokes', () => {
    expect(TESTING_JOKES.length).toBeGreaterThanOrEqual(45);
    expect(new Set(TESTING_JOKES).size).toBe(TESTING_JOKES.length);
  });

  it('starts at a random joke and moves to the next every 10 seconds, wrapping round', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    render(<RotatingJoke />);
    const last = TESTING_JOKES.length - 1;
    expect(shown()).toBe(TESTING_JOKES[last]);

    act(() => vi.advanceTimersByTime(JOKE_ROTATION_MS - 1));
    expect(shown()).toBe(TESTING_JOKES[last]);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(TESTING_JOKES[0]);
    act(() => vi.advanceTimersByTime(2 * JOKE_ROTATION_MS));
    expect(shown()).toBe(TESTING_JOKES[2]);
    expect(JOKE_ROTATION_MS).toBe(10_000);
  });

  it('picks its first joke at random', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    render(<RotatingJoke />);
    expect(shown()).toBe(TESTING_JOKES[Math.floor(0.5 * TESTING_JOKES.length)]);
  });
});
