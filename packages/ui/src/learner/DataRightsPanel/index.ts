export { DataRightsPanel, type DataRightsPanelProps, type DeleteAccountValues } from './DataRightsPanel';
