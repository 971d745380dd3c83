:- use_module(library(lists)).
0.4::e0(3).
e0(1).
0.6::e1.
e2(3,3).
0.6::e2(2,1).
0.6::e2(1,2).
0.3::e2(1,1); 0.3::e2(3,3).
0.1::e3.
p00(2,X) <- p00(3,1), between(1,3,X), X @=< 1.
\+p00(1,Y) :- e2(Y,1).
p01 :- p00(X,Z), p00(Y,Z), p00(Z,2), \+ e3, Z =:= 2.
p10(X) :- p01, e0(X), e1.
p10(Y) :- (e0(Z), e0(Y), e1) ; (p01, e3, p00(Y,Z), Y @< f(1)).
0.75::p20(X,Y) :- p20(Y,Y), between(1,3,X), \+ e1, X < 1.
0.8::p20(X,X) <- p10(Z), between(1,3,X).
p20(X,Y) :- e2(Z,2), between(1,3,X), between(1,3,Y), Y =\= 2, W is Y + 2, W < 5.
p21 :- p00(1,Y), e3, findall(V, e0(V), L), length(L, N), N >= 1, Y @< 3.
0.8::\+p21 :- e3.
query(p10(3)).
