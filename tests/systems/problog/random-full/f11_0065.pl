:- use_module(library(lists)).
e0(3,1).
0.8::e1(1,3).
0.2::e1(1,1); 0.1::e1(3,3); 0.3::e1(2,2).
0.3::p00 :- (p00, e0(Y,Y), findall(V, e1(Y,V), L), sum_list(L, T), T > 2, Y < 2) ; (e1(X,Y), e1(1,Y)).
p10(1,Y) :- p00, between(1,3,Y).
0.1::p10(X,Y) :- p11(Z,Y), between(1,3,X), W is Y + 2, W < 5.
p10(2,Y) :- p10(Z,Z), e1(2,1), p00, between(1,3,Y), Z @=< 1, \+ e0(Y,3).
0.4::p11(2,Y) :- p11(Y,3), e0(Y,X), p11(3,1).
P::p11(X,1) :- (e0(Z,X)), P is X / 4.
0.6::p11(X,X) :- p11(X,Y), p10(Z,X), not e0(Z,Y).
p20(1,2) :- p00, p00, p11(Y,Z), findall(V, p10(Y,V), L), sum_list(L, T), T > 2, compare(O, Y, 2).
p20(2,2) :- p11(1,Z), p00, p10(X,Z).
p30(3) :- p10(X,2), p10(X,X), p10(X,1), X =\= 2.
p30(3) :- p20(Z,Y), e0(Z,Y), p11(Z,Z).
p30(3) :- p20(Y,3), e1(Y,2).
query(p20(X,X)).
query(p00).
