import { buttonClass } from '@/ui/button'
import { EmailCaptureForm } from './EmailCaptureForm.client'

/** The hero's "book a demo" field (EmailCaptureForm.client.tsx), on a dark band or a light page. */
export function EmailCapture({ dark = true, className = '' }: { dark?: boolean; className?: string }) {
  return <EmailCaptureForm dark={dark} className={className} buttonClassName={buttonClass('primary', dark ? 'dark' : 'light')} />
}
