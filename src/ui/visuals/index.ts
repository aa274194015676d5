import type { ComponentType } from 'react'

import type { HeroVisualName } from '@/lib/heroVisuals'
import { AcceptCards } from './AcceptCards'
import { AttestedEnclave } from './AttestedEnclave'
import { BinAnswer } from './BinAnswer'
import { CardForm } from './CardForm'
import { ChallengeFlow } from './ChallengeFlow'
import { DataInTokensOut } from './DataInTokensOut'
import { EnclaveSigner } from './EnclaveSigner'
import { EncryptedUpload } from './EncryptedUpload'
import { FunctionsBoundary } from './FunctionsBoundary'
import { IbanToken } from './IbanToken'
import { InjectedCredential } from './InjectedCredential'
import type { VisualProps } from './kit/VisualSvg'
import { NetworkTokenLifecycle } from './NetworkTokenLifecycle'
import { PciScope } from './PciScope'
import { ProcessorRouting } from './ProcessorRouting'
import { RelayRequest } from './RelayRequest'
import { RevealedCard } from './RevealedCard'
import { ScriptInventory } from './ScriptInventory'
import { SharedVault } from './SharedVault'
import { SplitPatientRecord } from './SplitPatientRecord'
import { TokenizedRecord } from './TokenizedRecord'

export type { VisualProps }

/**
 * Each value of the hero's `visual` select (the list in `lib/heroVisuals.ts`) and the drawing
 * it shows. The Record type makes a value without a drawing, or a drawing without a value, a
 * type error.
 */
export const HERO_VISUAL_COMPONENTS: Record<HeroVisualName, ComponentType<VisualProps>> = {
  data_in_tokens_out: DataInTokensOut,
  relay: RelayRequest,
  functions: FunctionsBoundary,
  enclaves: AttestedEnclave,
  pci: PciScope,
  page_protection: ScriptInventory,
  card_collection: CardForm,
  three_ds: ChallengeFlow,
  network_tokens: NetworkTokenLifecycle,
  bin_lookup: BinAnswer,
  encryption: SharedVault,
  accept_cards: AcceptCards,
  multi_psp: ProcessorRouting,
  card_issuing: RevealedCard,
  wallet_signing: EnclaveSigner,
  banking: IbanToken,
  pii: TokenizedRecord,
  hipaa: SplitPatientRecord,
  credentials: InjectedCredential,
  file_encryption: EncryptedUpload,
}
