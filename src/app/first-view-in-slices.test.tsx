import type { RouteComponent } from '@tanstack/react-router';
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_WIDTH } from '../browser/use-media-query.ts';

type Module = typeof import('./first-view-in-slices.tsx');

const VIEW_TEXT = 'Cash position';

function View() {
  return <h1>{VIEW_TEXT}</h1>;
}

function screenIs(kind: 'phone' | 'desktop') {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: kind === 'phone' && query === PHONE_WIDTH }));
}

/** Whether the view was on the page at each commit, from the first. */
async function commitsOf(Drawn: RouteComponent): Promise<boolean[]> {
  const commits: boolean[] = [];
  const onRender = () => commits.push(document.body.textContent.includes(VIEW_TEXT));
  await act(async () => {
    render(
      <Profiler id="view" onRender={onRender}>
        <Drawn />
      </Profiler>,
    );
  });
  return commits;
}

describe('drawnInSlices', () => {
  let module: Module;
  beforeEach(async () => {
    vi.resetModules();
    module = await import('./first-view-in-slices.tsx');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("on a phone, draws the page's first view only after a first commit without it", async () => {
    screenIs('phone');
    expect(await commitsOf(module.drawnInSlices(View))).toEqual([false, true]);
  });

  it('on a phone, draws a view opened later in its first commit, leaving no empty moment', async () => {
    screenIs('phone');
    await commitsOf(module.drawnInSlices(View));
    cleanup();
    expect(await commitsOf(module.drawnInSlices(View))).toEqual([true]);
  });

  it("on a desktop, draws the page's first view in its first commit", async () => {
    screenIs('desktop');
    expect(await commitsOf(module.drawnInSlices(View))).toEqual([true]);
  });

  it("offers the view's preload while the view has one, so its code loads before it is drawn, and none once loaded", () => {
    const preload = () => Promise.resolve();
    const lazyView: RouteComponent = Object.assign(() => <View />, { preload });
    const drawn = module.drawnInSlices(lazyView);
    expect(drawn.preload).toBe(preload);
    lazyView.preload = undefined;
    expect(drawn.preload).toBeUndefined();
  });
});
