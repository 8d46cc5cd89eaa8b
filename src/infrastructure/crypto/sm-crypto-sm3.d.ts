/** sm-crypto's SM3 module alone (the package's index also pulls SM2/SM4 and jsbn). Lower-case hex. */
declare module 'sm-crypto/src/sm3/index.js' {
  function sm3(input: string | ArrayLike<number>, options?: { mode?: 'hmac'; key: string | ArrayLike<number> }): string;
  export default sm3;
}
