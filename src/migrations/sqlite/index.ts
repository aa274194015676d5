import * as migration_20261121_072405_initial from './20261121_072405_initial';
import * as migration_20261121_080510_content_model from './20261121_080510_content_model';
import * as migration_20261121_101116_leads from './20261121_101116_leads';
import * as migration_20261121_151259_consent_records from './20261121_151259_consent_records';
import * as migration_20261121_161331_redirects from './20261121_161331_redirects';
import * as migration_20261121_162819_job_department_values from './20261121_162819_job_department_values';
import * as migration_20261121_182907_storage_fields from './20261121_182907_storage_fields';
import * as migration_20261125_055204_media_visibility from './20261125_055204_media_visibility';
import * as migration_20261126_020000_code_blocks from './20261126_020000_code_blocks';
import * as migration_20261126_050944_hero_visual from './20261126_050944_hero_visual';
import * as migration_20261126_082221_new_layout_blocks from './20261126_082221_new_layout_blocks';
import * as migration_20261126_152402_contact_form_aside from './20261126_152402_contact_form_aside';
import * as migration_20261126_181859_admin_editing from './20261126_181859_admin_editing';
import * as migration_20261126_213109_link_references from './20261126_213109_link_references';
import * as migration_20261126_231643_sales_inbox from './20261126_231643_sales_inbox';
import * as migration_20261127_014611_seo_plugin from './20261127_014611_seo_plugin';
import * as migration_20261127_050055_campaign_forms from './20261127_050055_campaign_forms';
import * as migration_20261127_061826_site_search from './20261127_061826_site_search';
import * as migration_20261128_045105_lead_record from './20261128_045105_lead_record';
import * as migration_20261128_050835_edit_history from './20261128_050835_edit_history';
import * as migration_20261128_060917_block_anchors from './20261128_060917_block_anchors';
import * as migration_20261128_092209_playground_block from './20261128_092209_playground_block';
import * as migration_20261128_095121_customer_stories from './20261128_095121_customer_stories';

export const migrations = [
  {
    up: migration_20261121_072405_initial.up,
    down: migration_20261121_072405_initial.down,
    name: '20261121_072405_initial',
  },
  {
    up: migration_20261121_080510_content_model.up,
    down: migration_20261121_080510_content_model.down,
    name: '20261121_080510_content_model',
  },
  {
    up: migration_20261121_101116_leads.up,
    down: migration_20261121_101116_leads.down,
    name: '20261121_101116_leads',
  },
  {
    up: migration_20261121_151259_consent_records.up,
    down: migration_20261121_151259_consent_records.down,
    name: '20261121_151259_consent_records',
  },
  {
    up: migration_20261121_161331_redirects.up,
    down: migration_20261121_161331_redirects.down,
    name: '20261121_161331_redirects',
  },
  {
    up: migration_20261121_162819_job_department_values.up,
    down: migration_20261121_162819_job_department_values.down,
    name: '20261121_162819_job_department_values',
  },
  {
    up: migration_20261121_182907_storage_fields.up,
    down: migration_20261121_182907_storage_fields.down,
    name: '20261121_182907_storage_fields',
  },
  {
    up: migration_20261125_055204_media_visibility.up,
    down: migration_20261125_055204_media_visibility.down,
    name: '20261125_055204_media_visibility',
  },
  {
    up: migration_20261126_020000_code_blocks.up,
    down: migration_20261126_020000_code_blocks.down,
    name: '20261126_020000_code_blocks',
  },
  {
    up: migration_20261126_050944_hero_visual.up,
    down: migration_20261126_050944_hero_visual.down,
    name: '20261126_050944_hero_visual',
  },
  {
    up: migration_20261126_082221_new_layout_blocks.up,
    down: migration_20261126_082221_new_layout_blocks.down,
    name: '20261126_082221_new_layout_blocks',
  },
  {
    up: migration_20261126_152402_contact_form_aside.up,
    down: migration_20261126_152402_contact_form_aside.down,
    name: '20261126_152402_contact_form_aside',
  },
  {
    up: migration_20261126_181859_admin_editing.up,
    down: migration_20261126_181859_admin_editing.down,
    name: '20261126_181859_admin_editing',
  },
  {
    up: migration_20261126_213109_link_references.up,
    down: migration_20261126_213109_link_references.down,
    name: '20261126_213109_link_references',
  },
  {
    up: migration_20261126_231643_sales_inbox.up,
    down: migration_20261126_231643_sales_inbox.down,
    name: '20261126_231643_sales_inbox',
  },
  {
    up: migration_20261127_014611_seo_plugin.up,
    down: migration_20261127_014611_seo_plugin.down,
    name: '20261127_014611_seo_plugin',
  },
  {
    up: migration_20261127_050055_campaign_forms.up,
    down: migration_20261127_050055_campaign_forms.down,
    name: '20261127_050055_campaign_forms',
  },
  {
    up: migration_20261127_061826_site_search.up,
    down: migration_20261127_061826_site_search.down,
    name: '20261127_061826_site_search',
  },
  {
    up: migration_20261128_045105_lead_record.up,
    down: migration_20261128_045105_lead_record.down,
    name: '20261128_045105_lead_record',
  },
  {
    up: migration_20261128_050835_edit_history.up,
    down: migration_20261128_050835_edit_history.down,
    name: '20261128_050835_edit_history',
  },
  {
    up: migration_20261128_060917_block_anchors.up,
    down: migration_20261128_060917_block_anchors.down,
    name: '20261128_060917_block_anchors',
  },
  {
    up: migration_20261128_092209_playground_block.up,
    down: migration_20261128_092209_playground_block.down,
    name: '20261128_092209_playground_block',
  },
  {
    up: migration_20261128_095121_customer_stories.up,
    down: migration_20261128_095121_customer_stories.down,
    name: '20261128_095121_customer_stories'
  },
];
