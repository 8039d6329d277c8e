import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn, IsObject, IsOptional } from 'class-validator';
import type { ExplorerFilters, ExportFormat } from '@tempest/contracts';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['jsonl', 'csv', 'parquet'];

export class CreateExportDto {
  @ApiProperty({ enum: EXPORT_FORMATS, description: 'JSON Lines, CSV or Parquet' })
  @IsIn(EXPORT_FORMATS, { message: 'format must be one of jsonl, csv, parquet' })
  @IsDefined({ message: 'format is required' })
  format!: ExportFormat;

  @ApiProperty({ required: false, type: Object, additionalProperties: true, description: 'the list’s filters: stream, prefix, category, event_type, actor_id, model, from, to' })
  @IsOptional()
  @IsObject({ message: 'filters must be an object' })
  filters?: ExplorerFilters;

  @ApiProperty({ required: false, description: 'gzip the file (JSON Lines and CSV; Parquet compresses inside)' })
  @IsOptional()
  @IsBoolean({ message: 'gzip must be true or false' })
  gzip?: boolean;
}

export class AnalyticsSettingsDto {
  @ApiProperty({ description: 'false turns exports off for everyone' })
  @IsBoolean({ message: 'exports_enabled must be true or false' })
  @IsDefined({ message: 'exports_enabled is required' })
  exports_enabled!: boolean;
}
