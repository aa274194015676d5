import type { ComponentType } from 'react'

import type { HeroVisualName } from '@/lib/heroVisuals'
import { AcceptCards } from './AcceptCards'
import { AttestedEnclave } from './AttestedEnclave'
import { BinAnswer } from './BinAnswer'
import { CardForm } from './CardForm'
import { ChallengeFlow } from './ChallengeFlow'
import { AcceptCardsCompact } from './compact/AcceptCards'
import { AttestedEnclaveCompact } from './compact/AttestedEnclave'
import { BinAnswerCompact } from './compact/BinAnswer'
import { CardFormCompact } from './compact/CardForm'
import { ChallengeFlowCompact } from './compact/ChallengeFlow'
import { DataInTokensOutCompact } from './compact/DataInTokensOut'
import { EnclaveSignerCompact } from './compact/EnclaveSigner'
import { EncryptedUploadCompact } from './compact/EncryptedUpload'
import { FunctionsBoundaryCompact } from './compact/FunctionsBoundary'
import { IbanTokenCompact } from './compact/IbanToken'
import { InjectedCredentialCompact } from './compact/InjectedCredential'
import { NetworkTokenLifecycleCompact } from './compact/NetworkTokenLifecycle'
import { PciScopeCompact } from './compact/PciScope'
import { ProcessorRoutingCompact } from './compact/ProcessorRouting'
import { RelayRequestCompact } from './compact/RelayRequest'
import { RevealedCardCompact } from './compact/RevealedCard'
import { ScriptInventoryCompact } from './compact/ScriptInventory'
import { SharedVaultCompact } from './compact/SharedVault'
import { SplitPatientRecordCompact } from './compact/SplitPatientRecord'
import { TokenizedRecordCompact } from './compact/TokenizedRecord'
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

/**
 * The same drawings for phones held upright, on the 288-unit canvas (kit/VisualSvg.tsx).
 * Every full drawing's labels are 10.5 to 13 units of a 480-unit canvas: 7.5 to 9.3 px in a
 * 375 px phone's 343 px column and 6.3 to 7.8 px in a 320 px phone's 288, so none reads
 * there and each has a compact one: fewer elements, stacked vertically, labels of 11 units
 * or more (11 px at 320 px, 13 px at 375 px). The hero shows it below 640 px instead.
 */
export const COMPACT_VISUAL_COMPONENTS: Record<HeroVisualName, ComponentType<VisualProps>> = {
  data_in_tokens_out: DataInTokensOutCompact,
  relay: RelayRequestCompact,
  functions: FunctionsBoundaryCompact,
  enclaves: AttestedEnclaveCompact,
  pci: PciScopeCompact,
  page_protection: ScriptInventoryCompact,
  card_collection: CardFormCompact,
  three_ds: ChallengeFlowCompact,
  network_tokens: NetworkTokenLifecycleCompact,
  bin_lookup: BinAnswerCompact,
  encryption: SharedVaultCompact,
  accept_cards: AcceptCardsCompact,
  multi_psp: ProcessorRoutingCompact,
  card_issuing: RevealedCardCompact,
  wallet_signing: EnclaveSignerCompact,
  banking: IbanTokenCompact,
  pii: TokenizedRecordCompact,
  hipaa: SplitPatientRecordCompact,
  credentials: InjectedCredentialCompact,
  file_encryption: EncryptedUploadCompact,
}
