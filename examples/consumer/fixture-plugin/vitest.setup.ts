import { configure } from '@testing-library/dom'

// The first view a test opens waits for the modal's and the view's chunks: more than Testing Library's default
// second on a busy CI machine.
configure({ asyncUtilTimeout: 10_000 })
