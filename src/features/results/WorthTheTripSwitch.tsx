// "Solo las que compensan": a switch on the results that leaves out every station both dearer and
// farther than another shown (src/domain/worth-the-trip.ts). Remembered on the device.
import { Trans } from "@lingui/react/macro";
import { useSavingStore } from "../../stores/saving-store.ts";

export function WorthTheTripSwitch() {
  const on = useSavingStore((state) => state.onlyWorthTheTrip);
  const setOn = useSavingStore((state) => state.setOnlyWorthTheTrip);
  return (
    <label className="worth-switch">
      <input type="checkbox" role="switch" checked={on} onChange={(event) => setOn(event.target.checked)} />
      <Trans>Solo las que compensan</Trans>
    </label>
  );
}
