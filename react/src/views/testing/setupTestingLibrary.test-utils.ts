import { configure } from '@testing-library/dom'

// The views render against local servers and chains on a shared, busy machine: the default second is too little.
// The first wait of a file also waits for the modal's code to be transformed and loaded, which took over 10 s in CI.
configure({ asyncUtilTimeout: 20_000 })
