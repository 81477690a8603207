import { MESSAGES } from '@portal/common';

/** The Settings area's messages, as spec 1 section 8 words them (spelling included). */
export const SETTINGS_MESSAGES = {
  listLoadFailed: 'Error. Please refresh your page',

  eventCreated: 'Calendar Event created successfully.',
  eventEdited: 'Calendar Event edited successfully.',
  eventDeleted: 'Calendar Event deleted successfully.',
  eventCreateFailed: 'Error creating calendar event. Please contact support.',
  eventUpdateFailed: 'Error updating calendar event. Please contact support.',
  eventDeleteFailed: 'Error deleting Calendar Event.',

  documentSaved: 'Document Saved Successfully',
  documentDeleted: 'Document deleted successfully.',
  documentDeleteFailed: 'Error deleting Document.',
  documentSaveFailed: 'An error has occured, please try again later',
  uploadFailed: MESSAGES.uploadFailed,

  relationCreated: 'Employee Relation created successfully.',
  relationEdited: 'Employee Relation edited successfully.',
  relationDeleted: 'Employee relation removed successfully.',
  relationCreateFailed: 'Error creating employeee relation. Please contact support.',
  relationUpdateFailed: 'Error updating employee relation. Please contact support.',
  relationDeleteFailed: 'There was an error deleting employee relation. Please contact support.',

  portalSettingsSaved: 'Portal settings saved successfully.',
  portalSettingsFailed: 'Error saving portal settings. Please contact support.',
} as const;

/** The fixed description of the cell phone (contact) list; the server sets the same text. */
export const CELL_PHONE_LIST_DESCRIPTION = 'Cell Phone List';
