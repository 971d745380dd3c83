:- use_module(library(lists)).
0.8::e0(2).
0.7::e0(3).
e0(1).
0.2::e0(1); 0.2::e0(2); 0.3::e0(3).
0.8::e1(2).
0.3::e2.
p00(X) :- (e1(Z), e1(Z), p00(Y), between(1,3,X), \+ e1(X), X @=< 1) ; (e0(Y), between(1,3,X), call(e1, Y), \+ e0(X)).
p00(Y) :- e1(1), e2, p00(3), between(1,3,Y), \+ e2.
p10(1,3) :- e0(Y), e1(Y), W is Y + 3, W < 5, Y = 1.
p10(Y,X) :- p10(X,X), p10(X,Z), between(1,3,Y).
p10(X,Y) :- e2, e2, e1(3), between(1,3,X), between(1,3,Y).
p11(X,X) :- e1(Z), e2, p00(1), between(1,3,X), Z \== Z.
p20 :- e0(Z), p20.
p20 :- X \== 2, p11(X,1).
p21(2,Y) <- (p11(Z,Z), between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 2, Y = 2) ; (e1(Y)).
query(p10(1,3)).
query(p10(Y,1)).
query(e1(X)) :- between(1,2,X).
