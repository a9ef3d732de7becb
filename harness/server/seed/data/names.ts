/** Surnames and given-name characters for the generated readers of the loan history. */

export const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁沈',
];

export const GIVEN = [...'伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰飞鹏辉晨宇欣然浩思雨佳琪子涵一诺梓萱'];
