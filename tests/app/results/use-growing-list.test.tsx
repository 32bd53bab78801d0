// @vitest-environment jsdom
// A long list reaches the page in steps: the first screen at once, then a step per task until all of it.
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useGrowingList } from "../../../src/features/results/use-growing-list.ts";

const numbers = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);

describe("useGrowingList", () => {
  it("shows the first screen at once and grows by steps until the whole list is shown", async () => {
    const items = numbers(50);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useGrowingList(items, 8, 12);
      seen.push(shown.length);
      return shown;
    });
    expect(seen[0]).toBe(8);
    await waitFor(() => expect(result.current).toBe(items));
    // Every step added at most 12 items: no render jumped to the whole list at once.
    const distinct = [...new Set(seen)];
    expect(distinct).toEqual([8, 20, 32, 44, 50]);
  });

  it("shows a short list whole from the start", () => {
    const items = numbers(5);
    const { result } = renderHook(() => useGrowingList(items, 8, 12));
    expect(result.current).toBe(items);
  });

  it("starts again from the first screen when the list changes", async () => {
    let items = numbers(40);
    const { result, rerender } = renderHook(() => useGrowingList(items, 8, 12));
    await waitFor(() => expect(result.current).toHaveLength(40));
    items = numbers(30, 100);
    act(() => rerender());
    expect(result.current).toEqual(numbers(8, 100));
    await waitFor(() => expect(result.current).toBe(items));
  });
});
