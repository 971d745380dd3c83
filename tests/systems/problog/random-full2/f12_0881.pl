:- use_module(library(lists)).
0.7::e0(3,3).
e0(1,1).
0.4::e0(2,2).
0.2::e0(3,3); 0.3::e0(1,1); 0.1::e0(2,2).
0.9::e1(3).
0.3::e1(2); 0.1::e1(3).
p00(X,Y) :- p01, p00(X,3), p00(X,X), between(1,3,Y).
p01 :- p01, p00(1,Z), e0(X,Y), not e0(X,Y), W is Z + 1, W < 5.
0.9::p10(X) :- p01, p10(Z), between(1,3,X).
P::p11(Y,X) :- (e1(X), between(1,3,Y), W is Y + 1, W < 5, call(e1, Y)), P is X / 4.
p11(1,Y) :- p01, e0(2,Y), \+ e0(Y,2).
p20(Y) <- e1(3), e0(3,Y), findall(V, p00(3,V), L), sum_list(L, T), T > 2.
0.25::p20(Y) :- p10(2), p20(Y), e1(X), X @>= f(1).
p20(X) :- p20(X), p01.
query(e0(3,X)).
query(e0(Y,X)).
