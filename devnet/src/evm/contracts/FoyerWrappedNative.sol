// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// A WETH-like wrapped native token: 1 wei of the native coin = 1 unit, 18 decimals.
/// `depositTo` and `withdrawTo` save a transfer when wrapping for someone else.
contract FoyerWrappedNative {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Deposit(address indexed to, uint256 value);
    event Withdrawal(address indexed from, uint256 value);

    error InsufficientBalance();
    error InsufficientAllowance();
    error NativeTransferFailed();

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    receive() external payable {
        _deposit(msg.sender);
    }

    function totalSupply() external view returns (uint256) {
        return address(this).balance;
    }

    function deposit() external payable {
        _deposit(msg.sender);
    }

    function depositTo(address to) external payable {
        _deposit(to);
    }

    function withdraw(uint256 amount) external {
        _withdraw(payable(msg.sender), amount);
    }

    function withdrawTo(address payable to, uint256 amount) external {
        _withdraw(to, amount);
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        if (from != msg.sender) {
            uint256 allowed = allowance[from][msg.sender];
            if (allowed != type(uint256).max) {
                if (allowed < amount) revert InsufficientAllowance();
                allowance[from][msg.sender] = allowed - amount;
            }
        }
        _transfer(from, to, amount);
        return true;
    }

    function _deposit(address to) private {
        balanceOf[to] += msg.value;
        emit Deposit(to, msg.value);
        emit Transfer(address(0), to, msg.value);
    }

    function _withdraw(address payable to, uint256 amount) private {
        uint256 balance = balanceOf[msg.sender];
        if (balance < amount) revert InsufficientBalance();
        balanceOf[msg.sender] = balance - amount;
        emit Withdrawal(msg.sender, amount);
        emit Transfer(msg.sender, address(0), amount);
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert NativeTransferFailed();
    }

    function _transfer(address from, address to, uint256 amount) private {
        uint256 balance = balanceOf[from];
        if (balance < amount) revert InsufficientBalance();
        balanceOf[from] = balance - amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}
