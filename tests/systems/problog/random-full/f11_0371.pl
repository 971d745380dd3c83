:- use_module(library(lists)).
0.3::e0(2,2); 0.3::e0(1,1); 0.3::e0(3,3).
0.5::e1(1).
0.25::e1(2).
0.2::e1(3).
0.8::e2(1,2).
0.25::e2(3,1).
0.3::e2(2,2); 0.3::e2(1,1).
e3(3).
0.3::e3(1).
0.2::e3(1); 0.3::e3(3).
p00(Y,X) :- e1(Y), p00(Y,Y), e0(3,2), between(1,3,X), W is X + 1, W < 5.
p00(Y,X) :- p00(Y,Y), between(1,3,X), X @< f(1), not e1(Y).
p10(1,X) :- (p00(Y,X), p10(Y,X), Y >= 1) ; (e3(Z), between(1,3,X)).
0.3::p20(X) :- (e1(X), p00(Y,X), p10(3,X)) ; (e1(1), e2(Y,X), p20(X), not e1(Y), W is X + 2, W < 5).
p20(X) :- e1(Y), p20(1), p10(2,Z), between(1,3,X), findall(V, p00(3,V), L), sum_list(L, T), T > 2.
P::p20(Y) :- (e2(Y,X), p10(Y,1), \+ e0(1,1), findall(V, p10(Y,V), L), L \= []), P is Y / 4.
query(e1(1)).
