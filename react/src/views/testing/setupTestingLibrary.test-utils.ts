import { configure } from '@testing-library/dom'

// The views render against local servers and chains on a shared, busy machine: the default second is too little.
configure({ asyncUtilTimeout: 10_000 })
