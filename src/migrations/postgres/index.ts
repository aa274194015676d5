import * as migration_20261121_072410_initial from './20261121_072410_initial';
import * as migration_20261121_080505_content_model from './20261121_080505_content_model';

export const migrations = [
  {
    up: migration_20261121_072410_initial.up,
    down: migration_20261121_072410_initial.down,
    name: '20261121_072410_initial',
  },
  {
    up: migration_20261121_080505_content_model.up,
    down: migration_20261121_080505_content_model.down,
    name: '20261121_080505_content_model'
  },
];
