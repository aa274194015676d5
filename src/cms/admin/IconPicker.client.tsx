'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'

import { ICON_NAMES, ICON_PATHS } from '@/lib/icons'
import { ICON_SVG } from '@/lib/iconSvg'

/**
 * The icon field as the icons themselves: a row of buttons, each drawing its icon with the name
 * beside it, one pressed. Clicking the pressed one clears the field (the icon is optional).
 */
export const IconPicker: SelectFieldClientComponent = ({ field, path }) => {
  const { value, setValue, disabled } = useField<string | null>({ path })
  return (
    <div className="field-type icon-picker">
      <FieldLabel label={field.label ?? 'Icon'} path={path} />
      <div className="icon-picker__options" role="group" aria-label={typeof field.label === 'string' ? field.label : 'Icon'}>
        {ICON_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            className="icon-picker__option"
            aria-pressed={value === name}
            title={name}
            disabled={disabled}
            onClick={() => setValue(value === name ? null : name)}
          >
            <svg {...ICON_SVG} width="22" height="22" aria-hidden="true">
              <path d={ICON_PATHS[name]} />
            </svg>
            <span>{name}</span>
          </button>
        ))}
      </div>
    </div>
  )
}
