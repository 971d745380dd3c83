:- use_module(library(lists)).
0.7::e0(2).
0.7::e0(3).
0.2::e0(3); 0.2::e0(1).
0.2::e1(2,2).
0.8::e1(1,1).
0.4::e1(2,1).
p00(X) <- e0(Z), e0(2), e2(Z), between(1,3,X), Z \= 3.
\+p00(Y) :- e0(Y).
p01 :- e1(Z,2), findall(V, e1(Z,V), L), sum_list(L, T), T > 2.
0.1::\+p01 :- e0(2).
p10 :- p00(Y), p10, e0(Y), Y >= 3.
p10 :- X \== 2, p00(1), p01, e2(X).
p11(X,Y) :- p00(Z), e0(1), p00(3), between(1,3,X), between(1,3,Y).
p11(Y,1) :- p00(Z), e0(Z), between(1,3,Y), \+ e1(Y,1).
p11(3,X) :- (p10, p10, e1(X,1), \+ e1(X,X)) ; (p10, e2(Y), between(1,3,X)).
\+p11(Y,3) :- e0(Y).
p20(X,1) :- p11(2,X), subquery(p11(2,1), Q), Q < 0.33, \+ p11(X,1).
P::p20(Y,3) :- (e0(Y), e1(1,Y), p11(Y,Y)), P is Y / 4.
0.7::p30(1) <- p20(1,X), X @=< 1, call(e2, 2).
0.2::\+p30(Y) :- e0(Y).
query(p00(1)).
query(p10).
