import { MessageCell as MessageCell_7cff08423c81afbc0fe686f189ae6aa8 } from '../../../cms/admin/MessageCell'
import { AssignToMe as AssignToMe_7a6e28597fae317d4dbab6a1af9f541a } from '../../../cms/admin/AssignToMe.client'
import { NoteRowLabel as NoteRowLabel_97101fa3924f74daf786043c5916d05f } from '../../../cms/admin/NoteRowLabel.client'
import { SameEmailLeads as SameEmailLeads_5e59af255aea87a2d9a56a39f0e8ddd8 } from '../../../cms/admin/SameEmailLeads'
import { LeadFormRecord as LeadFormRecord_2d6a509bfd59c694a5ad8359414bb29b } from '../../../cms/admin/LeadFormRecord'
import { RetryDelivery as RetryDelivery_c741cccee5793b697cea5bd3a9ef79ee } from '../../../cms/admin/RetryDelivery.client'
import { ExportListMenuItem as ExportListMenuItem_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { InboxViews as InboxViews_b9b2a538bcd85c5e9253de944b7530a9 } from '../../../cms/admin/InboxViews'
import { VersionHistory as VersionHistory_0457971e6be573e040d1a10bda0deedf } from '../../../cms/admin/VersionHistory'
import { AddressField as AddressField_155d1c5562c58438786d89521699c881 } from '../../../cms/admin/AddressField.client'
import { ReferenceAnchorField as ReferenceAnchorField_83ae0aad21d9561494364a0fed7862c6 } from '../../../cms/admin/LinkAnchorFields.client'
import { LinkHrefField as LinkHrefField_83ae0aad21d9561494364a0fed7862c6 } from '../../../cms/admin/LinkAnchorFields.client'
import { AnchorField as AnchorField_8f7c4f18810edf4764dd38039eab30ce } from '../../../cms/admin/AnchorField.client'
import { BlockRowLabel as BlockRowLabel_39fac65e122f43b6ddcd0a9e9962aedc } from '../../../cms/admin/RowLabel.client'
import { IconPicker as IconPicker_c0e65a84ef248ede07503b08d788146d } from '../../../cms/admin/IconPicker.client'
import { RowLabel as RowLabel_39fac65e122f43b6ddcd0a9e9962aedc } from '../../../cms/admin/RowLabel.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CodeFromOrigin as CodeFromOrigin_061b27e68d596f67f2a7bc166bbf67eb } from '../../../cms/admin/CodeFromOrigin.client'
import { codeConverterClient as codeConverterClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CodeBlockBlockComponent as CodeBlockBlockComponent_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { LinkedFrom as LinkedFrom_11f8e50f4f99e90ca22bce059a52c324 } from '../../../cms/admin/LinkedFrom'
import { PublishButton as PublishButton_5d61c50e814c7e7437ba16e336e6aee6 } from '../../../cms/admin/PublishButton.client'
import { UploadRules as UploadRules_973d0cf7462d523a2e772071c0db1cf7 } from '../../../cms/admin/UploadRules.client'
import { CurrentPasswordField as CurrentPasswordField_707f9af25a683a4e636bfd97690958a3 } from '../../../cms/admin/CurrentPasswordField.client'
import { FormatField as FormatField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { Page as Page_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortBy as SortBy_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortOrder as SortOrder_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SelectionToUseField as SelectionToUseField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { FieldsToExport as FieldsToExport_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { CollectionField as CollectionField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportPreview as ExportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { DownloadButton as DownloadButton_ab9f7d4c3f5992bedeacef928239811d } from '../../../cms/exports/DownloadButton.client'
import { ImportPreview as ImportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportSaveButton as ImportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LinkToDoc as LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { ReindexButton as ReindexButton_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { AdminIcon as AdminIcon_30ebd91e9e497d4885819d35d826364a } from '../../../cms/admin/Brand'
import { AdminLogo as AdminLogo_30ebd91e9e497d4885819d35d826364a } from '../../../cms/admin/Brand'
import { AdminSearch as AdminSearch_d530b51cb55970cc4b31cdc74b104108 } from '../../../cms/admin/AdminSearch.client'
import { RoleDashboard as RoleDashboard_1340ebf1e231212398ca893ce83507ed } from '../../../cms/admin/RoleDashboard'
import { EditorGuide as EditorGuide_491b7d85e0f88d8bf6964fbd910e9870 } from '../../../cms/admin/EditorGuide'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ImportExportProvider as ImportExportProvider_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/MessageCell#MessageCell": MessageCell_7cff08423c81afbc0fe686f189ae6aa8,
  "/cms/admin/AssignToMe.client#AssignToMe": AssignToMe_7a6e28597fae317d4dbab6a1af9f541a,
  "/cms/admin/NoteRowLabel.client#NoteRowLabel": NoteRowLabel_97101fa3924f74daf786043c5916d05f,
  "/cms/admin/SameEmailLeads#SameEmailLeads": SameEmailLeads_5e59af255aea87a2d9a56a39f0e8ddd8,
  "/cms/admin/LeadFormRecord#LeadFormRecord": LeadFormRecord_2d6a509bfd59c694a5ad8359414bb29b,
  "/cms/admin/RetryDelivery.client#RetryDelivery": RetryDelivery_c741cccee5793b697cea5bd3a9ef79ee,
  "@payloadcms/plugin-import-export/rsc#ExportListMenuItem": ExportListMenuItem_cdf7e044479f899a31f804427d568b36,
  "/cms/admin/InboxViews#InboxViews": InboxViews_b9b2a538bcd85c5e9253de944b7530a9,
  "/cms/admin/VersionHistory#VersionHistory": VersionHistory_0457971e6be573e040d1a10bda0deedf,
  "/cms/admin/AddressField.client#AddressField": AddressField_155d1c5562c58438786d89521699c881,
  "/cms/admin/LinkAnchorFields.client#ReferenceAnchorField": ReferenceAnchorField_83ae0aad21d9561494364a0fed7862c6,
  "/cms/admin/LinkAnchorFields.client#LinkHrefField": LinkHrefField_83ae0aad21d9561494364a0fed7862c6,
  "/cms/admin/AnchorField.client#AnchorField": AnchorField_8f7c4f18810edf4764dd38039eab30ce,
  "/cms/admin/RowLabel.client#BlockRowLabel": BlockRowLabel_39fac65e122f43b6ddcd0a9e9962aedc,
  "/cms/admin/IconPicker.client#IconPicker": IconPicker_c0e65a84ef248ede07503b08d788146d,
  "/cms/admin/RowLabel.client#RowLabel": RowLabel_39fac65e122f43b6ddcd0a9e9962aedc,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/admin/CodeFromOrigin.client#CodeFromOrigin": CodeFromOrigin_061b27e68d596f67f2a7bc166bbf67eb,
  "@payloadcms/richtext-lexical/client#codeConverterClient": codeConverterClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#CodeBlockBlockComponent": CodeBlockBlockComponent_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/cms/admin/LinkedFrom#LinkedFrom": LinkedFrom_11f8e50f4f99e90ca22bce059a52c324,
  "/cms/admin/PublishButton.client#PublishButton": PublishButton_5d61c50e814c7e7437ba16e336e6aee6,
  "/cms/admin/UploadRules.client#UploadRules": UploadRules_973d0cf7462d523a2e772071c0db1cf7,
  "/cms/admin/CurrentPasswordField.client#CurrentPasswordField": CurrentPasswordField_707f9af25a683a4e636bfd97690958a3,
  "@payloadcms/plugin-import-export/rsc#FormatField": FormatField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#Page": Page_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortBy": SortBy_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortOrder": SortOrder_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SelectionToUseField": SelectionToUseField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#FieldsToExport": FieldsToExport_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#CollectionField": CollectionField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportPreview": ExportPreview_cdf7e044479f899a31f804427d568b36,
  "/cms/exports/DownloadButton.client#DownloadButton": DownloadButton_ab9f7d4c3f5992bedeacef928239811d,
  "@payloadcms/plugin-import-export/rsc#ImportPreview": ImportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportSaveButton": ImportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-search/client#LinkToDoc": LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634,
  "@payloadcms/plugin-search/client#ReindexButton": ReindexButton_aead06e4cbf6b2620c5c51c9ab283634,
  "/cms/admin/Brand#AdminIcon": AdminIcon_30ebd91e9e497d4885819d35d826364a,
  "/cms/admin/Brand#AdminLogo": AdminLogo_30ebd91e9e497d4885819d35d826364a,
  "/cms/admin/AdminSearch.client#AdminSearch": AdminSearch_d530b51cb55970cc4b31cdc74b104108,
  "/cms/admin/RoleDashboard#RoleDashboard": RoleDashboard_1340ebf1e231212398ca893ce83507ed,
  "/cms/admin/EditorGuide#EditorGuide": EditorGuide_491b7d85e0f88d8bf6964fbd910e9870,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/plugin-import-export/rsc#ImportExportProvider": ImportExportProvider_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
