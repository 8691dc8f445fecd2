import { FloorLayout } from '../../rows';

export default FloorLayout;
