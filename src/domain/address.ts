// Street addresses as drivers read them. The feed joins street and number with ", " even when the
// number is missing ("CALLE JOSE PAULETE, ") and sometimes doubles the comma ("CALLE CALA BLANCA,, 9"):
// separators left without a value go, a decimal comma inside a value ("KM 318,8") stays.
export function tidyAddress(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\s*[,;](?:\s*[,;])+/g, ",")
    .replace(/^[\s,;]+|[\s,;]+$/g, "")
    .replace(/\s+,/g, ",");
}
