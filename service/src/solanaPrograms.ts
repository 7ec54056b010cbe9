export const systemProgramAddress = '11111111111111111111111111111111'
export const tokenProgramAddress = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
