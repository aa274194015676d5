import { jsonLine } from './kit/CodeLines'
import { CodePanel } from './kit/CodePanel'
import { Connector } from './kit/Connector'
import { Node } from './kit/Panel'
import { Text } from './kit/Text'
import { VisualSvg, type VisualProps } from './kit/VisualSvg'

/** Functions: code runs on the revealed value inside the boundary; only its result leaves. */
export function FunctionsBoundary(props: VisualProps) {
  return (
    <VisualSvg {...props} label="A Function runs next to the vault on the real card number and returns only a hash to your fraud model">
      <rect x={8} y={8} width={464} height={222} rx={14} className="stroke-(--v-accent)" strokeDasharray="5 5" strokeWidth={1} />
      <Text x={24} y={32} tone="accent" size={11} weight={600}>
        COMPLIANCE BOUNDARY · PLAINTEXT STAYS INSIDE
      </Text>
      <Node x={24} y={86} w={116} h={60} label="Vault" sub="tok_7Nq2…sT8pA" />
      <Connector points={[[140, 116], [170, 116]]} />
      <Text x={155} y={106} anchor="middle" tone="muted" size={10}>
        reveal
      </Text>
      <CodePanel x={170} y={48} w={286} h={166} title="fraud-hash.ts" codeAt={[184, 100]} size={11.5}
        lines={[
          [['export default ', 'accent'], ['async (req) => {']],
          [['  const ', 'accent'], ['pan = req.card.number']],
          [['  const ', 'accent'], ['salt = env.FRAUD_SALT']],
          [['  return ', 'accent'], ['{ hash: sha256(pan, salt) }']],
          [['}']],
        ]}
      />
      <Connector points={[[313, 214], [313, 262]]} accent />
      <CodePanel x={170} y={262} w={286} h={90} title="your fraud model receives" codeAt={[184, 316]} lines={[jsonLine(0, 'hash', '"9f2c41d7…e41a"', 'token', false)]} />
      <Text x={24} y={300} tone="muted" size={11}>
        Runs on every
      </Text>
      <Text x={24} y={316} tone="muted" size={11}>
        tokenized request,
      </Text>
      <Text x={24} y={332} tone="muted" size={11}>
        isolated per call
      </Text>
    </VisualSvg>
  )
}
