// The results' options row as a driver uses it: the order is a select named "Ordenar por".
import { expect } from "vitest";
import { fireEvent, screen } from "@testing-library/react";

const ORDER_VALUES = { Precio: "price", Distancia: "distance", Ahorro: "saving" } as const;

export async function sortBy(label: keyof typeof ORDER_VALUES): Promise<void> {
  const select = await screen.findByRole("combobox", { name: "Ordenar por" });
  expect(Array.from((select as HTMLSelectElement).options, (o) => o.textContent)).toContain(label);
  fireEvent.change(select, { target: { value: ORDER_VALUES[label] } });
}
