export const systemProgramAddress = '11111111111111111111111111111111'
export const tokenProgramAddress = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const token2022ProgramAddress = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const tokenProgramAddresses = [tokenProgramAddress, token2022ProgramAddress] as const
