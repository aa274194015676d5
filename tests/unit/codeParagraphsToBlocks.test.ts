import { describe, expect, it } from 'vitest'

import { convertCodeParagraphs, guessLanguage } from '@/migrations/shared/codeParagraphsToBlocks'

const code = (text: string) => ({ type: 'text', text, format: 16 })
const plain = (text: string) => ({ type: 'text', text, format: 0 })
const br = { type: 'linebreak' }
const paragraph = (...children: object[]) => ({ type: 'paragraph', children })
const state = (...children: object[]) => ({ root: { type: 'root', children } })

describe('code paragraphs to code blocks', () => {
  it('turns a paragraph of inline-code lines into a code block, indentation restored', () => {
    const converted = convertCodeParagraphs(state(paragraph(code('{'), br, code('\u00a0\u00a0"ok": true'), br, code('}'))))
    expect(converted?.root.children).toEqual([
      {
        type: 'block',
        version: 2,
        format: '',
        fields: { id: expect.stringMatching(/^[0-9a-f]{24}$/), blockName: '', blockType: 'Code', language: 'json', code: '{\n  "ok": true\n}' },
      },
    ])
  })

  it('leaves prose alone, inline code in a sentence and a single code line included', () => {
    const prose = state(paragraph(plain('Call '), code('tokenize()'), plain(' first.')), paragraph(code('npm test')), paragraph(code('a'), br, plain('b')))
    expect(convertCodeParagraphs(prose)).toBeNull()
    expect(convertCodeParagraphs(null)).toBeNull()
  })

  it.each([
    ['curl https://api.cipherwell.com/v1/tokens \\', 'bash'],
    ['cipherwell enclaves deploy ./signer', 'bash'],
    ['export CIPHERWELL_KEY=sk_test', 'bash'],
    ['{ "id": "tok_1" }', 'json'],
    ['export default async function handler(req, ctx) {', 'javascript'],
    ['const auth = await cipherwell.threeDS.authenticate({', 'javascript'],
  ])('%s is %s', (first, language) => {
    expect(guessLanguage(first)).toBe(language)
  })
})
