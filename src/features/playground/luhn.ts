/** What one digit adds to the Luhn sum: every second digit from the right counts double. */
function weight(digit: number, positionFromRight: number): number {
  if (positionFromRight % 2 === 0) return digit
  const doubled = digit * 2
  return doubled > 9 ? doubled - 9 : doubled
}

function luhnSum(digits: string, skip = -1): number {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    if (index !== skip) sum += weight(Number(digits[index]), digits.length - 1 - index)
  }
  return sum
}

/** Whether a string of digits passes the Luhn check, as card numbers (and our card tokens) do. */
export function luhnValid(digits: string): boolean {
  return /^\d+$/.test(digits) && luhnSum(digits) % 10 === 0
}

/**
 * The one digit that, put at `index` with every other digit kept, makes the number pass Luhn.
 * There is always exactly one: at either weight, the ten digits add ten different amounts mod 10.
 */
export function luhnDigitAt(digits: string, index: number): string {
  const rest = luhnSum(digits, index)
  const positionFromRight = digits.length - 1 - index
  for (let digit = 0; digit <= 9; digit++) {
    if ((rest + weight(digit, positionFromRight)) % 10 === 0) return String(digit)
  }
  throw new Error('unreachable: some digit always completes a Luhn sum')
}
