// The slot ids are public: `@foyer/core` exports them for headless plugins.
export { type SlotViewId, slotViewIds } from '@foyer/core/eager'
