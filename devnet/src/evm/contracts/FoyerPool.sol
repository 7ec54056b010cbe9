// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

interface IERC20Minimal {
    function balanceOf(address owner) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// A constant-product pool (x * y = k) for one token pair, with a 0.3% fee on the input amount that stays
/// in the pool. Liquidity is added by sending both tokens to the pool and calling `sync()`; there are no
/// LP shares (a devnet has a single liquidity provider). Created by `FoyerSwapRouter.createPool`.
contract FoyerPool {
    uint256 public constant FEE_PER_MILLE = 3;

    address public immutable token0;
    address public immutable token1;
    uint256 public reserve0;
    uint256 public reserve1;
    bool private locked;

    event Sync(uint256 reserve0, uint256 reserve1);
    event Swap(
        address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to
    );

    error Locked();
    error NoOutput();
    error InsufficientLiquidity();
    error NoInput();
    error ConstantProductViolated();
    error TransferFailed();

    constructor(address tokenA, address tokenB) {
        (token0, token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
    }

    modifier lock() {
        if (locked) revert Locked();
        locked = true;
        _;
        locked = false;
    }

    function getReserves() external view returns (uint256, uint256) {
        return (reserve0, reserve1);
    }

    function sync() external lock {
        _update(IERC20Minimal(token0).balanceOf(address(this)), IERC20Minimal(token1).balanceOf(address(this)));
    }

    /// Sends the outputs first; the caller must have sent the input to the pool before (or in the same tx).
    function swap(uint256 amount0Out, uint256 amount1Out, address to) external lock {
        if (amount0Out == 0 && amount1Out == 0) revert NoOutput();
        uint256 r0 = reserve0;
        uint256 r1 = reserve1;
        if (amount0Out >= r0 || amount1Out >= r1) revert InsufficientLiquidity();

        if (amount0Out > 0) _send(token0, to, amount0Out);
        if (amount1Out > 0) _send(token1, to, amount1Out);
        uint256 balance0 = IERC20Minimal(token0).balanceOf(address(this));
        uint256 balance1 = IERC20Minimal(token1).balanceOf(address(this));

        uint256 amount0In = balance0 > r0 - amount0Out ? balance0 - (r0 - amount0Out) : 0;
        uint256 amount1In = balance1 > r1 - amount1Out ? balance1 - (r1 - amount1Out) : 0;
        if (amount0In == 0 && amount1In == 0) revert NoInput();

        uint256 adjusted0 = balance0 * 1000 - amount0In * FEE_PER_MILLE;
        uint256 adjusted1 = balance1 * 1000 - amount1In * FEE_PER_MILLE;
        if (adjusted0 * adjusted1 < r0 * r1 * 1_000_000) revert ConstantProductViolated();

        _update(balance0, balance1);
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }

    function _update(uint256 balance0, uint256 balance1) private {
        reserve0 = balance0;
        reserve1 = balance1;
        emit Sync(balance0, balance1);
    }

    function _send(address token, address to, uint256 amount) private {
        (bool ok, bytes memory data) = token.call(abi.encodeCall(IERC20Minimal.transfer, (to, amount)));
        if (!ok || (data.length != 0 && !abi.decode(data, (bool)))) revert TransferFailed();
    }
}
