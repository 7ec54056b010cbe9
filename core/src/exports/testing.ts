// @foyer/core/testing: a mock wallet adapter and a small kernel harness for plugin and adapter authors' tests.

export {
  type CreateMockAdapterParameters,
  createMockAdapter,
  type MockAdapter,
  type MockAdapterCall,
  type MockAnswer,
} from '../testing/createMockAdapter.js'
export {
  type CreateTestKernelParameters,
  createTestKernel,
  type TestKernel,
} from '../testing/createTestKernel.js'
