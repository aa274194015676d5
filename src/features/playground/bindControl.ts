/**
 * A control's value in a playground view. Live, the view is controlled by its island; in the
 * server's still preview (inert until the island loads) the value is only a default, so React
 * wants no change handler there.
 */
export function bindValue(value: string, onChange?: (value: string) => void) {
  return onChange ? { value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) } : { defaultValue: value }
}

export function bindChecked(checked: boolean, onChange?: (checked: boolean) => void) {
  return onChange
    ? { checked, onChange: (event: { target: { checked: boolean } }) => onChange(event.target.checked) }
    : { defaultChecked: checked }
}
