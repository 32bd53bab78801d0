// Opening hours (the feed's `Horario`): parser and open-now check. PLACEHOLDER until issue 2's parser lands.
export function isOpenAt(_horario: string, _idProvincia: string, _at: Date): boolean {
  return true;
}
