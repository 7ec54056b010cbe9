// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {FoyerPool} from "./FoyerPool.sol";

interface IWrappedNative {
    function depositTo(address to) external payable;
    function withdrawTo(address payable to, uint256 amount) external;
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Creates the devnet's pools and swaps through them. The native coin is accepted and paid out through
/// the sentinel address `NATIVE` (wrapped/unwrapped with the wrapped native token). Routes use the pair's
/// own pool, or two hops through the wrapped native token when there is none. ERC-20 inputs are pulled
/// with `transferFrom`, so the router needs an allowance first.
contract FoyerSwapRouter {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    address public immutable wrappedNative;

    mapping(address => mapping(address => address)) public getPool;
    address[] public allPools;

    event PoolCreated(address indexed token0, address indexed token1, address pool);
    event Swap(
        address indexed sender,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut,
        address to
    );

    error IdenticalTokens();
    error PoolExists();
    error NoRoute();
    error ZeroAmount();
    error WrongNativeValue();
    error InsufficientOutput(uint256 amountOut, uint256 minAmountOut);
    error TransferFailed();

    constructor(address wrappedNative_) {
        wrappedNative = wrappedNative_;
    }

    function poolCount() external view returns (uint256) {
        return allPools.length;
    }

    function createPool(address tokenA, address tokenB) external returns (address pool) {
        if (tokenA == tokenB) revert IdenticalTokens();
        if (getPool[tokenA][tokenB] != address(0)) revert PoolExists();
        pool = address(new FoyerPool(tokenA, tokenB));
        getPool[tokenA][tokenB] = pool;
        getPool[tokenB][tokenA] = pool;
        allPools.push(pool);
        emit PoolCreated(FoyerPool(pool).token0(), FoyerPool(pool).token1(), pool);
    }

    function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256 amountOut) {
        if (amountIn == 0) revert ZeroAmount();
        address[] memory path = _route(tokenIn, tokenOut);
        amountOut = amountIn;
        for (uint256 i = 0; i + 1 < path.length; i++) {
            amountOut = _quote(getPool[path[i]][path[i + 1]], path[i], amountOut);
        }
    }

    function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to)
        external
        payable
        returns (uint256 amountOut)
    {
        if (amountIn == 0) revert ZeroAmount();
        if (tokenIn == NATIVE ? msg.value != amountIn : msg.value != 0) revert WrongNativeValue();
        address[] memory path = _route(tokenIn, tokenOut);
        uint256 hops = path.length - 1;
        address payTo = hops == 0 ? (tokenOut == NATIVE ? address(this) : to) : getPool[path[0]][path[1]];

        if (tokenIn == NATIVE) IWrappedNative(wrappedNative).depositTo{value: msg.value}(payTo);
        else _pull(tokenIn, msg.sender, payTo, amountIn);

        amountOut = amountIn;
        for (uint256 i = 0; i < hops; i++) {
            FoyerPool pool = FoyerPool(getPool[path[i]][path[i + 1]]);
            amountOut = _quote(address(pool), path[i], amountOut);
            address recipient = i + 1 < hops ? getPool[path[i + 1]][path[i + 2]] : (tokenOut == NATIVE ? address(this) : to);
            (uint256 out0, uint256 out1) = path[i] == pool.token0() ? (uint256(0), amountOut) : (amountOut, uint256(0));
            pool.swap(out0, out1, recipient);
        }
        if (amountOut < minAmountOut) revert InsufficientOutput(amountOut, minAmountOut);
        if (tokenOut == NATIVE) IWrappedNative(wrappedNative).withdrawTo(payable(to), amountOut);
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, amountOut, to);
    }

    /// The tokens a swap goes through, with the native sentinel replaced by the wrapped native token.
    /// A single entry means a plain wrap or unwrap.
    function _route(address tokenIn, address tokenOut) private view returns (address[] memory path) {
        if (tokenIn == tokenOut) revert IdenticalTokens();
        address a = tokenIn == NATIVE ? wrappedNative : tokenIn;
        address b = tokenOut == NATIVE ? wrappedNative : tokenOut;
        if (a == b) {
            path = new address[](1);
            path[0] = a;
        } else if (getPool[a][b] != address(0)) {
            path = new address[](2);
            (path[0], path[1]) = (a, b);
        } else if (getPool[a][wrappedNative] != address(0) && getPool[wrappedNative][b] != address(0)) {
            path = new address[](3);
            (path[0], path[1], path[2]) = (a, wrappedNative, b);
        } else {
            revert NoRoute();
        }
    }

    function _quote(address pool, address tokenIn, uint256 amountIn) private view returns (uint256) {
        FoyerPool p = FoyerPool(pool);
        (uint256 r0, uint256 r1) = p.getReserves();
        (uint256 reserveIn, uint256 reserveOut) = tokenIn == p.token0() ? (r0, r1) : (r1, r0);
        if (reserveIn == 0 || reserveOut == 0) revert NoRoute();
        uint256 amountInAfterFee = amountIn * (1000 - p.FEE_PER_MILLE());
        return (amountInAfterFee * reserveOut) / (reserveIn * 1000 + amountInAfterFee);
    }

    function _pull(address token, address from, address to, uint256 amount) private {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSignature("transferFrom(address,address,uint256)", from, to, amount));
        if (!ok || (data.length != 0 && !abi.decode(data, (bool)))) {
            if (!ok && data.length > 0) {
                assembly {
                    revert(add(data, 32), mload(data))
                }
            }
            revert TransferFailed();
        }
    }
}
