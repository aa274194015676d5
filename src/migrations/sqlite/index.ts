import * as migration_20261121_072405_initial from './20261121_072405_initial';
import * as migration_20261121_080510_content_model from './20261121_080510_content_model';
import * as migration_20261121_101116_leads from './20261121_101116_leads';
import * as migration_20261121_151259_consent_records from './20261121_151259_consent_records';

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
    name: '20261121_151259_consent_records'
  },
];
